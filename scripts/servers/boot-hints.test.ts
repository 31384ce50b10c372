import { describe, expect, it } from 'vitest';
import { inlineJson } from './boot-hints';
import { isPagePath } from './html-page';

describe('boot data inlined into index.html', () => {
  it('cannot close its <script> element, and reads back as the same value', () => {
    const value = { text: '</script><script>alert(1)</script>', n: 1 };
    const inline = inlineJson(value);
    expect(inline).not.toContain('</script');
    expect(JSON.parse(inline)).toEqual(value);
  });

  it.each([
    ['/uk/login', true],
    ['/', true],
    ['/en/documents/all', true],
    ['/index.html', true],
    ['/static/js/index.abc.js', false],
    ['/favicon.svg', false],
    ['/config.json', false],
  ])('%s is a page of the SPA: %s', (path, page) => {
    expect(isPagePath(path)).toBe(page);
  });
});
