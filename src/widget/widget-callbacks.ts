import type { StageReport } from '../flows/shared/operation-stages';
import type { StepFailure } from '../flows/shared/step-failure';
import type { WidgetError, WidgetOptions, WidgetStage, WidgetSuccess } from './widget-api';

/** The options' callbacks, read when called (the host may change them with `update`). */
export interface WidgetCallbacks {
  success(result: WidgetSuccess): void;
  error(error: WidgetError): void;
  stage(stage: WidgetStage): void;
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

/**
 * A stage of the flow's operation as the host's onStage gets it. The public names are the flow's own: a stage the
 * flows gain and the public type lacks fails here.
 */
export const stageFor = (operation: WidgetStage['operation'], report: StageReport): WidgetStage => ({
  stage: report.stage,
  operation,
  id: report.id,
  txid: operation === 'buy' ? report.id : null,
});
