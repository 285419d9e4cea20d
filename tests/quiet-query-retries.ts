import { configure, getConfig } from '@testing-library/dom';

/**
 * A getBy*, findBy* or waitFor that finds nothing fails with the whole document printed in its error. Inside findBy*
 * and waitFor, each try that finds nothing yet also builds that error, though a passing test never shows it, and a
 * failing one shows only the last: printing the document on every try took 3.7 of the unit stage's 267 busy CPU
 * seconds (profiled on 2026-12-03). A try now keeps the message alone. The error a test fails with still prints the
 * document, once: waitFor adds it when it times out, and a getBy* outside waitFor prints it as before.
 * (Testing Library marks its tries with `_disableExpensiveErrorDiagnostics`; a version without the mark prints on
 * every try again.)
 */
const printed = getConfig().getElementError;
configure({
  getElementError(message, container) {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) return printed(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
