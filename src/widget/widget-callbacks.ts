import type { StepFailure } from '../flows/shared/step-failure';
import type { WidgetError, WidgetOptions, WidgetSuccess } from './widget-api';

/** The options' callbacks, read when called (the host may change them with `update`). */
export interface WidgetCallbacks {
  success(result: WidgetSuccess): void;
  error(error: WidgetError): void;
  close(): void;
  requestConnect: (() => void) | null;
}

/** A failed step as the host's onError gets it: a rejection told apart, with no message of its own. */
export const failureFor = (kind: WidgetOptions['kind'], failure: StepFailure): WidgetError => ({
  kind,
  rejected: failure.rejected === true,
  message: failure.rejected ? '' : failure.message,
  code: failure.code ?? null,
});
