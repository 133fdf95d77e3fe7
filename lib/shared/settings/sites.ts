/** Whether a page's host is one of a list of sites (or below one), as the settings keep sites. */
export function excludedHost(host: string, sites: readonly string[]): boolean {
  host = host.toLowerCase();
  // A site without a port stands for the host on every port.
  const name = host.replace(/:\d+$/, '');
  return sites.some((site) => host == site || name == site || name.endsWith(`.${site}`));
}
