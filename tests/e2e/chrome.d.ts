/** The few extension APIs the browser tests call inside extension pages and the worker. */
declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  tabs: {
    query(query: { url?: string; active?: boolean; lastFocusedWindow?: boolean }): Promise<{ id?: number; url?: string }[]>;
    sendMessage(tabId: number, message: unknown): Promise<unknown>;
    setZoom(tabId: number, zoomFactor: number): Promise<void>;
  };
  scripting: { getRegisteredContentScripts(): Promise<{ id: string; excludeMatches?: string[] }[]> };
  storage: {
    sync: { set(items: Record<string, unknown>): Promise<void> };
    local: { set(items: Record<string, unknown>): Promise<void> };
  };
};
