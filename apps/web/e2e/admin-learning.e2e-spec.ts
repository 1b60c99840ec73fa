import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { signInAsAdmin, useBrowserShop } from '../../../test/support/browser';

jest.setTimeout(90_000);

const COURSE_TYPES = ['watercolor-beginner', 'watercolor-advanced', 'drawing-beginner', 'drawing-advanced'];

/** Waits until `check` holds (polled), or fails with `what`. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the Lessons and Pigments tabs in Chromium', () => {
  const env = useBrowserShop();

  /** The success toast with this title, and this text below it. */
  const toastSaying = (page: Page, title: string, description: string) =>
    page
      .locator('.toast')
      .filter({ has: page.getByText(title, { exact: true }) })
      .getByText(description, { exact: true })
      .waitFor();

  it('loads the titles of all four course types when the Lessons tab opens', async () => {
    const page = await env().browser.newPage();
    const titleCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/course-titles')) titleCalls.push(`${request.method()} ${pathname}`);
    });
    await signInAsAdmin(page, env().shop.url, 'lessons');
    await page.getByTestId('lessons-panel').waitFor();

    // docs/product/back-office.md §7: GET /api/course-titles/{courseType} "for each of the four course types", without choosing one.
    const expected = COURSE_TYPES.map((type) => `GET /api/course-titles/${type}`);
    await until(() => expected.every((call) => titleCalls.includes(call)), 'the four course-title requests');
    expect([...titleCalls].sort()).toEqual([...expected].sort());

    // Generating without a course type: the documented message once, in its toast; the form says what is missing.
    await page.getByRole('button', { name: 'Generate week lesson' }).click();
    await page.locator('.toast').getByText('Please select a course type and enter a week number (1-52).', { exact: true }).waitFor();
    await expect(page.getByText('Please select a course type and enter a week number (1-52).').count()).resolves.toBe(1);
    await page.getByRole('alert').filter({ hasText: 'Choose a course type.' }).waitFor();
    await page.close();
  });

  it('deletes a lesson picture and then the lesson, each on one click', async () => {
    const page = await env().browser.newPage();
    await signInAsAdmin(page, env().shop.url, 'lessons');
    const panel = page.getByTestId('lessons-panel');
    const title = 'Painting Skies and Clouds';

    await panel.getByLabel('New lesson title').fill(title);
    await panel.getByRole('button', { name: 'Create lesson' }).click();
    await toastSaying(page, 'Lesson created', title);

    const item = panel.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
    await item.getByRole('button', { name: `Edit ${title}` }).click();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#5a7fb0' } })
      .png()
      .toBuffer();
    await item.getByLabel('Add images').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: png });
    await item.getByRole('button', { name: 'Upload', exact: true }).click();
    await item.getByRole('img', { name: `${title}, picture 1` }).waitFor();

    // One click deletes the picture: no confirmation (docs/product/back-office.md §5 lists none for it).
    await item.getByRole('button', { name: 'Delete picture 1' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await item.getByText('No images yet.', { exact: true }).waitFor();

    // One click deletes the lesson.
    await item.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await toastSaying(page, 'Lesson deleted', title);
    await item.waitFor({ state: 'detached' });
    const lessons = (await (await page.request.get(`${env().shop.url}/api/lessons`)).json()) as Array<{ title: string }>;
    expect(lessons.map((lesson) => lesson.title)).not.toContain(title);
    await page.close();
  });

  it('deletes a pigment on one click', async () => {
    const page = await env().browser.newPage();
    const pigmentCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/pigments') && request.method() === 'DELETE') pigmentCalls.push(pathname);
    });
    await signInAsAdmin(page, env().shop.url, 'pigments');
    const panel = page.getByTestId('pigments-panel');
    const name = 'Quinacridone Gold';

    await panel.getByLabel('New pigment name').fill(name);
    await panel.getByRole('button', { name: 'Add pigment' }).click();
    await toastSaying(page, 'Pigment added', name);

    const item = panel.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await item.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await toastSaying(page, 'Pigment deleted', name);
    await item.waitFor({ state: 'detached' });
    expect(pigmentCalls).toHaveLength(1);
    const pigments = (await (await page.request.get(`${env().shop.url}/api/pigments`)).json()) as Array<{ name: string }>;
    expect(pigments.map((pigment) => pigment.name)).not.toContain(name);
    await page.close();
  });
});
