import { useFlow } from '../hooks/use-flow';
import { useServices } from '../hooks/services';
import { createClockDriftActors } from '../../flows/clock-drift/clock-drift.actors';
import { clockDriftMachine } from '../../flows/clock-drift/clock-drift.machine';
import { ClockDriftBanner } from './clock-drift-banner';

/**
 * The app-wide clock-drift flow and its banner, loaded just after the first render (its check needs the API layer,
 * which loads then too): the first render does not carry the machine.
 */
export default function ClockDrift() {
  const services = useServices();
  // The banner subscribes itself: nothing here renders again on each check.
  const [, clockDrift] = useFlow(clockDriftMachine, { actors: createClockDriftActors(services), subscribe: false });
  return <ClockDriftBanner actorRef={clockDrift} />;
}
