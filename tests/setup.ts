import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Files share their worker's modules and DOM (isolate: false): each test leaves no render and no fake clock behind.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
