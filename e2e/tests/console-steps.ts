import { type Browser, expect, type Page } from '@playwright/test';

// The staff console as centre staff use it: a desk computer's browser at 1280×800, each member of staff
// in a window of their own (the console keeps its session per tab).

export const DESKTOP = { width: 1280, height: 800 } as const;

// antd spaces out a two-character button's label (登 录), and a screen reader reads it so.

/** Signs a demo member of staff (op-/desk-/doctor-<centre>, operator1234) in to the console. */
export async function consoleSignIn(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  await page.goto('/console/login');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill('operator1234');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('navigation', { name: '功能导航' })).toBeVisible();
  return page;
}

/** The items of the console's menu, in order. */
export async function navItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '功能导航' });
  return (await nav.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

export async function openItem(page: Page, item: string) {
  await page.getByRole('navigation', { name: '功能导航' }).getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { level: 2, name: item })).toBeVisible();
}

/**
 * Makes the page's camera a picture held in front of it: getUserMedia answers a stream drawn from the
 * image (a data URL), as the desk's webcam sees a phone showing the order's check-in code.
 */
export async function fakeCameraShowing(page: Page, imageUrl: string) {
  await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    const draw = () => {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      const side = 300;
      context.drawImage(image, (canvas.width - side) / 2, (canvas.height - side) / 2, side, side);
    };
    draw();
    // A live camera keeps sending frames; a canvas stream sends one only when the canvas is drawn on.
    setInterval(draw, 100);
    const stream = canvas.captureStream(10);
    navigator.mediaDevices.getUserMedia = async () => stream;
  }, imageUrl);
}
