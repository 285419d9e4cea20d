import { describe, expect, it } from 'vitest';
import { importMapText, type WidgetFile } from '../../src/widget/integrity-map';

/** Issue 45: the loader at /widget/v1/loader.js resolves widget.js and every chunk under the same versioned base. */
describe("the loader's import map, at the versioned URL", () => {
  it('maps widget.js and the chunks under /widget/v1/, each with its hash', () => {
    const files: WidgetFile[] = [
      ['widget.js', 'AAAA', [1]],
      ['chunks/Bx12.js', 'BBBB', []],
    ];
    expect(JSON.parse(importMapText('https://cdn.example/widget/v1/', files))).toEqual({
      imports: { 'bitcoin-assets-widget/sha384-AAAA': 'https://cdn.example/widget/v1/widget.js' },
      integrity: {
        'https://cdn.example/widget/v1/widget.js': 'sha384-AAAA',
        'https://cdn.example/widget/v1/chunks/Bx12.js': 'sha384-BBBB',
      },
    });
  });
});
