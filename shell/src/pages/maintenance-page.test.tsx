import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@broker/shared/test-utils';
import { maintenanceStore } from '../session/maintenance-store';
import { MaintenancePage } from './maintenance-page';

vi.mock('../config/runtime-config', () => ({ runtimeConfig: () => ({ supportEmail: 'support@broker.test' }) }));

afterEach(() => maintenanceStore.setState({ texts: {} }));

const TEXTS = {
  TECH_WORKS_BACKEND_TEXT_UA: 'Тривають роботи',
  TECH_WORKS_BACKEND_TEXT_EN: 'Works in progress',
  TECH_WORKS_BACKEND_TEXT_SUPPORT_UA: 'Пишіть нам:',
  TECH_WORKS_BACKEND_TEXT_SUPPORT_EN: 'Write to us:',
  TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL: 'help@broker.test',
};

// issue 24 item 5, cabinet § maintenance page: status bar, illustration, heading and support text, e-mail
describe('maintenance page', () => {
  it.each([
    ['uk', 'Технічні роботи', 'Тривають роботи', 'Пишіть нам:'],
    ['en', 'Scheduled maintenance', 'Works in progress', 'Write to us:'],
  ] as const)('%s: the parts the spec lists, texts from the 503', (lang, status, heading, support) => {
    maintenanceStore.setState({ texts: TEXTS });
    renderWithApp(<MaintenancePage />, { lang, path: `/${lang}/server_is_not_available` });
    expect(screen.getByRole('status')).toHaveTextContent(status);
    expect(screen.getByTestId('maintenance-illustration')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByTestId('maintenance-page')).toHaveTextContent(support);
    expect(screen.getByRole('link', { name: 'help@broker.test' })).toHaveAttribute('href', 'mailto:help@broker.test');
  });

  it('before any 503 text arrived: our own heading and support text', () => {
    renderWithApp(<MaintenancePage />, { lang: 'en', path: '/en/server_is_not_available' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The service is temporarily unavailable due to scheduled maintenance.',
    );
    expect(screen.getByTestId('maintenance-page')).toHaveTextContent('If you have questions, write to us:');
    expect(screen.getByRole('link', { name: 'support@broker.test' })).toHaveAttribute(
      'href',
      'mailto:support@broker.test',
    );
  });
});
