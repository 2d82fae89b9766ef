/**
 * Resolves in a new task of the browser's event loop: the work after it starts a task of its own,
 * so the browser can paint and answer input in between (a MessageChannel message, which, unlike
 * setTimeout, is not clamped or delayed behind timers).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
