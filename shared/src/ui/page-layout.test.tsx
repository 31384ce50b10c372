import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@broker/shared/test-utils';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it.each([
    ['uk', 'Вхід — Облігації онлайн'],
    ['en', 'Вхід — Bonds online'],
  ] as const)("%s: the tab's title keeps the application's name after the screen mounts", (lang, expected) => {
    document.title = 'server title';
    renderWithApp(<PageLayout title="Вхід">x</PageLayout>, { lang });
    expect(document.title).toBe(expected);
  });
});
