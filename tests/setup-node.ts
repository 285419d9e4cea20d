import { afterEach, vi } from 'vitest';

// Files share their worker's modules (isolate: false): each test leaves no fake clock behind.
afterEach(() => {
  vi.useRealTimers();
});
