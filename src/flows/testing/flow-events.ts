import type { AnyStateNode, EventObject } from 'xstate';

/** The events a flow model feeds its machine (an actor's done or error, a delay's passing), told apart and written as one line. */
export const DONE_PREFIX = 'xstate.done.actor.';
export const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PREFIX = 'xstate.after.';

export function isDoneEvent(event: EventObject): event is EventObject & { output: unknown } {
  return event.type.startsWith(DONE_PREFIX);
}
export function isErrorEvent(event: EventObject): event is EventObject & { error: unknown } {
  return event.type.startsWith(ERROR_PREFIX);
}
export function isAfterEvent(event: EventObject): boolean {
  return event.type.startsWith(AFTER_PREFIX);
}
/** The invoke id of a done or error event. */
export function actorIdOf(event: EventObject): string {
  return event.type.startsWith(DONE_PREFIX) ? event.type.slice(DONE_PREFIX.length) : event.type.slice(ERROR_PREFIX.length);
}
/** The delay name of an `xstate.after.<delay>.<state id>` event. */
export function delayNameOf(event: EventObject): string {
  return event.type.slice(AFTER_PREFIX.length).split('.')[0] ?? '';
}

/** 'drifted.waiting' for { drifted: 'waiting' }. */
export function stateValueToString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const rest = stateValueToString(child);
        return rest ? `${key}.${rest}` : key;
      })
      .join(' | ');
  }
  return '';
}

/** An event as one line (its payload as JSON): the key a path's step is known by. */
export function formatEvent(event: EventObject): string {
  if (isDoneEvent(event)) return `${event.type} ${JSON.stringify(event.output ?? null)}`;
  if (isErrorEvent(event)) {
    const error = event.error;
    return `${event.type} ${error instanceof Error ? `Error(${JSON.stringify(error.message)})` : JSON.stringify(error ?? null)}`;
  }
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

/** A declared transition by its source, event and place among that event's branches. */
export function transitionKey(transition: { source: AnyStateNode; eventType: string }, index: number): string {
  return `${transition.source.id} on ${transition.eventType || 'always'}${index > 0 ? ` #${index + 1}` : ''}`;
}
