// The docs page's guide for course authors names the npm package (issue 21), in both
// languages: the install line, the bundler import and the script tag of a copied folder.
import { expect, test } from '@playwright/test';

for (const locale of ['en-US', 'ja-JP']) {
  test(`the docs page says how to install the element from npm (${locale})`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ locale });
    await page.goto('/docs.html');
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    const guide = page.locator('#self-hosting');
    await expect(guide).toContainText('npm install mtdlab');
    await expect(guide.locator('pre', { hasText: 'npm install mtdlab' })).toContainText(
      "import 'mtdlab';",
    );
    await expect(guide).toContainText('node_modules/mtdlab/');
    await expect(guide).toContainText('release/mtdlab-<version>.tgz');
    await page.close();
  });
}
