import { test } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import { loginViaApi } from '../support/session';
import { AXE, expectStep } from './form-helpers';

/**
 * axe on every step of the questionnaire (issue 17 / 11: "no violation on each step in uk and en and at
 * 390 px"), for a resident and a non-resident. The frame keeps the current step in sessionStorage
 * (`application_page`), so each step is opened directly, with whatever the sandbox has saved so far.
 */
for (const user of ['new-part@sandbox.test', 'new-part-nonres@sandbox.test']) {
  for (const lang of ['uk', 'en'] as const) {
    test(`axe on steps 0–6 at 390 px: ${user.startsWith('new-part-nonres') ? 'non-resident' : 'resident'}, ${lang}`, async ({
      page,
      axe,
    }) => {
      await sandbox.questionnaireReset(user);
      await page.setViewportSize({ width: 390, height: 844 });
      await loginViaApi(page, user);
      for (let step = 0; step <= 6; step += 1) {
        await page.evaluate((n) => sessionStorage.setItem('application_page', String(n)), step);
        await page.goto(`/${lang}/register/form`);
        await expectStep(page, step);
        await axe.check(`step ${step} (${user}, ${lang}, 390 px)`, AXE);
      }
    });
  }
}
