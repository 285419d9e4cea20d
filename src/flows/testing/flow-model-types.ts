import type { AnyMachineSnapshot, AnyStateMachine, EventFrom, EventObject, InputFrom } from 'xstate';
import type { TestModel } from 'xstate/graph';

/** What a flow model is made of and what it gives: its spec, its paths and steps, a tester's case, its coverage. */
/** What a step means to a tester: fixed words, or words made from the event's payload. */
export type Words = string | ((event: EventObject & Record<string, unknown>) => string);

export interface ActorOutcomes {
  /** Outputs the actor may resolve with; each becomes an `xstate.done.actor.<id>` event. */
  readonly done?: readonly unknown[];
  /** Errors the actor may reject with; each becomes an `xstate.error.actor.<id>` event. */
  readonly error?: readonly unknown[];
  /** What the actor's success and failure mean to the user ('The user approves the connection'). */
  readonly words: { readonly done?: Words; readonly error?: Words };
}

/**
 * A machine the flow invokes whose own states its paths walk (the fee chooser in the buy dialog): the child as it
 * runs on its own (what it tells its parent named as actions), its outcomes and events as in its own model, and how
 * each action that tells the parent becomes the parent's event (`sendParent` where the flow provides it).
 */
export interface ChildModelSpec {
  readonly machine: AnyStateMachine;
  /** What the flow's invoke gives it. */
  readonly input?: unknown;
  readonly actors?: Readonly<Record<string, ActorOutcomes>>;
  /** The user's gestures on the child, offered wherever it accepts them and the flow's view shows it. */
  readonly events: readonly EventObject[];
  /** Where the flow's view shows the child (its gestures are offered only there); everywhere when not given. */
  readonly shownIn?: (parent: FlowSnapshot) => boolean;
  readonly eventWords: Readonly<Record<string, Words>>;
  /** By the name of the child's action: the parent's event it becomes (its params given). */
  readonly tells: Readonly<Record<string, (params: never) => EventObject>>;
  /** The child's context that matters to the flow's shape, added to the state's key. */
  readonly serializeContext?: (context: never) => unknown;
}

/** A starting context worth exploring on its own (a guard reads it): its input and what it means. */
export interface FlowVariant<TInput> {
  readonly name: string;
  readonly input: TInput;
  /** The precondition a tester sets up for it ('a notification that stays until closed'). */
  readonly given: string;
}

export interface FlowModelSpec<TMachine extends AnyStateMachine> {
  /** The name QA and `npm run paths` know the flow by (kebab-case). */
  readonly name: string;
  readonly machine: TMachine;
  readonly input?: InputFrom<TMachine>;
  /** Outcomes of each invoked actor, by invoke id. */
  readonly actors?: Readonly<Record<string, ActorOutcomes>>;
  /** Invoked machines whose states the paths walk too, by invoke id (their outcomes are not in `actors`). */
  readonly children?: Readonly<Record<string, ChildModelSpec>>;
  /** Events the user or the outside world sends; offered wherever the state accepts them. */
  readonly events?: readonly EventFrom<TMachine>[];
  /** Named event sequences (retry loops and the like) that become paths of their own. */
  readonly sequences?: Readonly<Record<string, readonly (EventObject & Record<string, unknown>)[]>>;
  /** Context that matters to the flow's shape (a retry count), added to the state's key. */
  readonly serializeContext?: (context: TMachine extends AnyStateMachine ? ReturnType<TMachine['getInitialSnapshot']>['context'] : never) => unknown;
  /** The flow's own events in the user's words, one for each event type (a new event does not compile without). */
  readonly eventWords: Readonly<Record<EventFrom<TMachine>['type'], Words>>;
  /** What each delay's passing means ('Two minutes pass'). */
  readonly delayWords?: Readonly<Record<string, string>>;
  /** What a tester sets up before every path (which account, which devnet set-up). */
  readonly preconditions: readonly string[];
  /** Other starting contexts whose guard branches the default input does not reach. */
  readonly variants?: readonly FlowVariant<InputFrom<TMachine>>[];
  /** Named journeys' titles, by sequence name. */
  readonly sequenceTitles?: Readonly<Record<string, string>>;
  /** What the user sees that depends on context (the error the chooser shows), added to a state's words. */
  readonly contextWords?: (snapshot: FlowSnapshot) => string | null;
}

export type FlowSnapshot = AnyMachineSnapshot;

export interface FlowStep {
  readonly event: EventObject;
  readonly state: FlowSnapshot;
}

export interface FlowPath {
  readonly id: string;
  readonly description: string;
  readonly steps: readonly FlowStep[];
  readonly state: FlowSnapshot;
  /** The starting context's variant (null: the default input). */
  readonly variant: string | null;
  /** The input the machine starts with on this path. */
  readonly input: unknown;
  readonly initial: FlowSnapshot;
}

/** A path as a tester follows it: a title, what to set up, and numbered actions with what to expect after each. */
export interface TestCase {
  readonly id: string;
  readonly title: string;
  readonly preconditions: readonly string[];
  /** What the user sees before the first step. */
  readonly start: string;
  readonly steps: readonly { readonly n: number; readonly action: string; readonly expected: string; readonly event: string; readonly state: string }[];
  /** The machine-level detail, for tools. */
  readonly reaches: string;
}

export interface Coverage {
  readonly states: { readonly covered: number; readonly total: number; readonly missing: readonly string[] };
  readonly transitions: { readonly covered: number; readonly total: number; readonly missing: readonly string[] };
}

export interface FlowModel<TMachine extends AnyStateMachine> {
  readonly name: string;
  readonly machine: TMachine;
  readonly testModel: TestModel<FlowSnapshot, EventObject, unknown>;
  /**
   * Paths that together reach every state and take every transition the model can reach; with `only`,
   * the paths over just the events a driver can cause (a browser cannot make a wallet lose its key).
   */
  paths(options?: { readonly only?: (event: EventObject) => boolean }): FlowPath[];
  coverage(paths?: readonly FlowPath[]): Coverage;
  /** Every event type the paths use, so a runner can give each an executor. */
  eventTypes(paths?: readonly FlowPath[]): string[];
  initialSnapshot(): FlowSnapshot;
  /** The step in the user's words. */
  describeEvent(event: EventObject): string;
  /** What the user sees in a state, from the machine's state descriptions. */
  describeState(snapshot: FlowSnapshot): string;
  testCase(path: FlowPath): TestCase;
  /** State nodes and transitions of the machine without a description, and event types without words. */
  undescribed(paths?: readonly FlowPath[]): string[];
  readonly preconditions: readonly string[];
  readonly summary: string;
  /** The invoked machines the paths walk, by invoke id (see `children` in the spec). */
  readonly children: Readonly<Record<string, ChildModelSpec>>;
  /** A path state's children, as the graph has them. */
  childSnapshots(snapshot: FlowSnapshot): Readonly<Record<string, FlowSnapshot>>;
}
