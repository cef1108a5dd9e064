/**
 * Resolves in a fresh task, so what follows does not lengthen the current one: a message to
 * ourselves runs after the work already queued, without a timer's clamp.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
