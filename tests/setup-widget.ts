import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// The widget's own tests take their widgets down themselves (destroy()); each leaves no fake clock behind.
afterEach(() => {
  vi.useRealTimers();
});
