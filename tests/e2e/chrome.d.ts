/** The few extension APIs the browser tests call inside extension pages and the worker. */
declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  storage: {
    sync: { set(items: Record<string, unknown>): Promise<void> };
    local: { set(items: Record<string, unknown>): Promise<void> };
  };
};
