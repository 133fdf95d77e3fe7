// Old links to Glossa's history page (history.html) open its new address, query and all.
location.replace(`/lookup-history.html${location.search}${location.hash}`);
