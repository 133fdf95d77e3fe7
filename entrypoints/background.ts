export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => {
    // Menus, alarms and message handlers register here as the services land.
  });
});
