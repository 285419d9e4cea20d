/**
 * Runs `run` in a task of its own, after whatever the browser has waiting (input first): what one long task would
 * do becomes two shorter ones, so a phone answers a tap in between (issue 46: Total Blocking Time). A MessageChannel,
 * not a timer: no minimum delay, and the app's time goes through named delays, not timers.
 */
export function createNextTask(): (run: () => void) => void {
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.splice(0).forEach((run) => run());
  return (run) => {
    queue.push(run);
    if (queue.length === 1) channel.port2.postMessage(null);
  };
}
