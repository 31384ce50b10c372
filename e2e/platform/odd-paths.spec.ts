import { test, expect } from '../support/fixtures';

/**
 * Odd and hostile URLs never show the router's developer page ("Unexpected Application Error",
 * "Hey developer") and never leave the shell's origin: each ends on a screen of the app, the shell's
 * translated not-found page or its translated error page.
 */
const ODD_PATHS = [
  '//evil.example',
  '//evil.example/uk/login',
  '///evil.example',
  '/uk//login',
  '//uk/login',
  '/uk/login//',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/uk/%',
  '/uk/%E0%A4%A',
  '/%',
  '/uk/%00',
  '/uk/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/uk/..%2f..%2f',
  '/uk/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/uk/login?next=%',
  '/uk/login?redirect=//evil.example',
  '/en/__status/extra',
  '/uk/profile/%',
  '/en/' + 'a'.repeat(3000),
  '/uk/login/%F0%9F%92%A9',
  '/javascript:alert(1)',
  '/uk/register/sharing/success/%23',
];

const devPage = /Unexpected Application Error|Hey developer|ErrorBoundary|errorElement/;

for (const path of ODD_PATHS) {
  test(`odd path ${path.length > 60 ? `${path.slice(0, 60)}…` : path}`, async ({ page, baseURL }) => {
    await page.goto(`${baseURL}${path}`);
    const known = page.getByTestId(/^(not-found|route-error|screen-[a-z-]+|maintenance-page|diagnostics)$/);
    await expect(known.first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(devPage);
    expect(new URL(page.url()).origin).toBe(baseURL);
  });
}

test("the error page is the shell's own, translated, in uk and en, with a way back", async ({ page, baseURL, axe }) => {
  await page.goto(`${baseURL}//evil.example`);
  const uk = page.getByTestId(/^(not-found|route-error)$/);
  await expect(uk).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Сторінку не знайдено|Щось пішло не так/);
  await expect(page.getByRole('link', { name: 'До профілю' })).toBeVisible();
  await axe.check('odd path uk');
  await page.goto(`${baseURL}/en/%`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page not found|Something went wrong/);
  await axe.check('odd path en');
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.check('odd path en 390px');
});
