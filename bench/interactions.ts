import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { type Browser, type Locator, type Page, chromium } from 'playwright-core';
import type { Language } from '../core/language.ts';
import { localisedPath } from '../core/pages.ts';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.ts';

/*
 * Issue 28: how long each common interaction keeps a shopper waiting, as Event Timing measures it (input
 * delay + processing + the next paint: what INP is made of), on a settled page with the CPU slowed as
 * Lighthouse's phone is. Each journey runs on a fresh page, `tries` times; an interaction's figure is its
 * worst duration over every sample of every try.
 */

// The dictionaries are written for the bundler (extensionless imports): Node is taught to find them.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.')) throw error;
      try {
        return next(`${specifier}.ts`, context);
      } catch {
        return next(`${specifier}/index.ts`, context);
      }
    }
  },
});
/** A text in a language, as the shopper reads it (tools/texts.ts, loaded once the hooks above can find its imports). */
export const { text } = await import('../tools/texts.ts');

export interface InteractionFigure {
  journey: string;
  language: Language | 'none';
  name: string;
  /** The worst Event Timing duration (ms) over every sample; 16 when none reached the browser's 16 ms floor. */
  worstMs: number;
  samples: number;
  /** The worst sample's parts (ms): waiting for the main thread, the handlers, until the next paint. */
  worst: { inputDelay: number; processing: number; presentation: number; event: string };
}

interface Sample {
  name: string;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  event: string;
}

type Ctx = { page: Page; language: Language; t: (key: string, params?: Record<string, string | number>) => string };

/** One step of a journey: an action and its visible effect; its interactions are named in the order they happen. */
interface Step {
  /** One name for every interaction of the step, or one name per interaction in the order they happen. */
  names: string[];
  /** The step ends on another document (its interactions are read from that document's start). */
  newDocument?: boolean;
  act(ctx: Ctx): Promise<void>;
}

interface Journey {
  name: string;
  path: string;
  /** 1280×900 unless given. */
  viewport?: { width: number; height: number };
  steps: Step[];
}

/** Recorded in the page from its first script on: every interaction's Event Timing entries. */
function observeEvents() {
  const seen: unknown[] = [];
  (window as unknown as { __benchEvents: unknown[] }).__benchEvents = seen;
  new PerformanceObserver((list) => {
    // interactionId groups the events of one tap or key press (not yet in TypeScript's DOM types).
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      if (!e.interactionId) continue;
      seen.push({
        id: e.interactionId,
        event: e.name,
        start: e.startTime,
        duration: e.duration,
        ps: e.processingStart,
        pe: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

type RawEntry = { id: number; event: string; start: number; duration: number; ps: number; pe: number };

/**
 * Waits until the page's main thread has been idle for two idle periods in a row (nothing due within 40 ms),
 * 15 s at most. Each wait has a timeout: a throttled page can go without idle callbacks for minutes.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 15_000;
    let quiet = 0;
    while (quiet < 2 && performance.now() < deadline) {
      const remaining = await new Promise<number>((resolve) =>
        requestIdleCallback((d) => resolve(d.didTimeout ? 0 : d.timeRemaining()), { timeout: 500 }),
      );
      quiet = remaining >= 40 ? quiet + 1 : 0;
    }
  });
}

/** Two frames and a moment: the entries of what was just done have reached the observer. */
const afterPaint = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));

/**
 * Until the frame that follows what was just done has been drawn. A step checks its effect only after it:
 * Playwright's queries run on the page's main thread (at 4× CPU a text search of the home page takes tens of
 * ms), and run in that frame they would be measured as the page's own delay. A tap that opens another
 * document ends the wait.
 */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))).catch(() => undefined);

/**
 * A tap on the control, once it is on screen and the page is quiet again, as a shopper taps what they see: the
 * pointer comes to rest on it first (a mouse arrives before it presses; its hover is not part of the press),
 * then presses and releases at its middle.
 */
async function tap(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.hover();
  await idle(page);
  await page.mouse.down();
  await page.mouse.up();
  await nextFrame(page);
}

/** A key pressed on the page as it is (focus where the step left it), once it is quiet. */
async function key(page: Page, name: string): Promise<void> {
  await idle(page);
  await page.keyboard.press(name);
  await nextFrame(page);
}

async function press(page: Page, control: Locator, name: string): Promise<void> {
  await control.focus();
  await key(page, name);
}

const visibleDialog = (page: Page) => page.getByRole('dialog');
const dialogClosed = (page: Page) => visibleDialog(page).waitFor({ state: 'hidden' });
const focusIsOn = (control: Locator) =>
  control.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () => (el === document.activeElement ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
const cartButton = (page: Page) => page.locator('#cart-button');
const homeCard = (page: Page) => page.locator('#products article').first();
const cardName = async (card: Locator) => (await card.locator('h3').textContent())!.trim();

/** Opens the cart from the header; the step the close steps start from. */
const openCart: Step = {
  names: ['open the cart'],
  async act({ page }) {
    await tap(page, cartButton(page));
    await visibleDialog(page).waitFor();
  },
};

/** What a step acts on: a product card, or a product page's main content, and the product's name. */
interface Item {
  scope(page: Page): Locator;
  name(page: Page): Promise<string>;
}

const HOME_CARD: Item = { scope: homeCard, name: (page) => cardName(homeCard(page)) };
const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first();
const FIRST_CARD: Item = { scope: firstCard, name: (page) => cardName(firstCard(page)) };
const PRODUCT: Item = {
  scope: (page) => page.getByRole('main'),
  name: async (page) => page.getByRole('heading', { level: 1 }).innerText(),
};

/** A tap on the item's button of that name (the first, where a page has several). */
const tapButton = (page: Page, item: Item, name: string) => tap(page, item.scope(page).getByRole('button', { name }).first());

/** Add to Cart, then its toast. */
const addToCart = (item: Item): Step => ({
  names: ['add to cart'],
  async act({ page, t }) {
    await tapButton(page, item, t('store.cart.add'));
    await page.getByText(t('store.cart.added', { name: await item.name(page) })).waitFor();
  },
});

/** The wishlist heart, on and off again. */
const toggleWishlist = (item: Item): Step => ({
  names: ['toggle the wishlist'],
  async act({ page, t }) {
    const heart = item
      .scope(page)
      .getByRole('button', { name: t('store.wishlist.toggle', { name: await item.name(page) }) })
      .first();
    for (const pressed of ['true', 'false']) {
      await tap(page, heart);
      await page.waitForFunction(([el, want]) => el!.getAttribute('aria-pressed') === want, [
        await heart.elementHandle(),
        pressed,
      ] as const);
    }
  },
});

/** Buy Now: the payment is never answered, so what is timed is the button's own response, before any redirect. */
const buyNow = (item: Item): Step => ({
  names: ['buy now (its first response)'],
  async act({ page, t }) {
    await page.route('**/api/create-payment', () => undefined);
    await tapButton(page, item, t('store.products.buyNow'));
    await item
      .scope(page)
      .getByRole('button', { name: t('store.checkout.processing') })
      .first()
      .waitFor();
  },
});

const closeCartByEscape: Step = {
  names: ['close the cart (Escape)'],
  async act({ page }) {
    await key(page, 'Escape');
    await dialogClosed(page);
    await focusIsOn(cartButton(page));
  },
};

/** A dialog's opening and closing steps with another step between them. */
function withStepsInside([open, close]: Step[], ...steps: Step[]): Step[] {
  return [open!, ...steps, close!];
}

/** Opens a dialog with `open` and closes it with Escape or its close button, focus back on the opener. */
function dialogSteps(kind: string, opener: (ctx: Ctx) => Locator, close: 'Escape' | 'button'): Step[] {
  return [
    {
      names: [`open ${kind}`],
      async act(ctx) {
        await tap(ctx.page, opener(ctx));
        await visibleDialog(ctx.page).waitFor();
      },
    },
    {
      names: [`close ${kind} (${close === 'Escape' ? 'Escape' : 'its close button'})`],
      async act(ctx) {
        const { page, t } = ctx;
        if (close === 'Escape') {
          await key(page, 'Escape');
        } else {
          await tap(page, visibleDialog(page).getByRole('button', { name: t('store.dialog.close'), exact: true }));
        }
        await dialogClosed(page);
        await focusIsOn(opener(ctx));
      },
    },
  ];
}

/**
 * Another language from the mobile menu's list, then a tap on the new page's menu toggle as soon as the page
 * shows it. Each language has its own address (core/pages.ts), so the choice opens another document: its cost is
 * that page's load (Lighthouse measures each language's address); what is measured here is the first tap on the
 * new page, which may come before the app has taken it over (the boot script holds it and the app carries it out).
 */
const languageSwitch: Step = {
  names: ['first tap after a language change'],
  newDocument: true,
  async act({ page, language }) {
    const to: Language = language === 'ar' ? 'en' : 'ar';
    const list = visibleDialog(page).getByRole('group', { name: text(language, 'language.label') });
    await Promise.all([
      page.waitForURL((url) => url.pathname === localisedPath('/', to), { waitUntil: 'commit' }),
      tap(page, list.locator(`[lang="${to}"]`)),
    ]);
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(to, 'store.header.menu') })
      .click();
    await visibleDialog(page).waitFor();
  },
};

/** Opens the mobile menu from the header's toggle; it opens on its first link. */
const openMenu: Step = {
  names: ['open the mobile menu'],
  async act({ page, t }) {
    await tap(page, page.getByRole('banner').getByRole('button', { name: t('store.header.menu') }));
    await focusIsOn(visibleDialog(page).getByRole('link').first());
  },
};

/** The next tab of a dialog's tab list by keyboard (the arrow that goes forward in the reading direction). */
const nextTab: Step = {
  names: ['next tab by keyboard'],
  async act({ page, language }) {
    const selected = visibleDialog(page).getByRole('tab', { selected: true });
    const before = await selected.textContent();
    await press(page, selected, language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await page.waitForFunction(
      (name) => document.querySelector('dialog:popover-open [role="tab"][aria-selected="true"]')?.textContent !== name,
      before,
    );
  },
};

/**
 * The order lookup (the tab customer service opens on from the footer's "Track Your Order"): a reference and
 * an address no order has (example.com would be refused before any request), then its button.
 * What is timed is the button's own response; the worker's answer (not found) is waited for after.
 */
const orderLookup: Step = {
  names: ['look up an order (its first response)'],
  async act({ page, t }) {
    const dialog = visibleDialog(page);
    await dialog.getByRole('textbox', { name: t('store.service.track.reference') }).fill('VG-BENCH-0001');
    await dialog.getByRole('textbox', { name: t('store.service.track.email') }).fill('a.shopper@mail.com');
    await tap(page, dialog.getByRole('button', { name: t('store.service.track.submit') }));
    await dialog.getByText(t('store.service.track.notFound')).waitFor();
  },
};

const HOME: Journey = {
  name: '/',
  path: '/',
  steps: [
    addToCart(HOME_CARD),
    openCart,
    {
      names: ['change a cart quantity'],
      async act({ page, t }) {
        const dialog = visibleDialog(page);
        const name = await cardName(homeCard(page));
        const group = dialog.getByRole('group', { name: t('cart.line.quantity', { name }) });
        await tap(page, dialog.getByRole('button', { name: t('cart.line.increase', { name }) }));
        await group.getByText('2', { exact: true }).waitFor();
        await tap(page, dialog.getByRole('button', { name: t('cart.line.decrease', { name }) }));
        await group.getByText('1', { exact: true }).waitFor();
      },
    },
    {
      names: ['close the cart (its close button)'],
      async act({ page, t }) {
        await tap(page, visibleDialog(page).getByRole('button', { name: t('cart.drawer.close') }));
        await dialogClosed(page);
        await focusIsOn(cartButton(page));
      },
    },
    openCart,
    closeCartByEscape,
    ...dialogSteps(
      "a product's benefits",
      ({ page, t }) => homeCard(page).getByRole('button', { name: t('store.products.viewBenefits') }),
      'Escape',
    ),
    ...dialogSteps(
      "a deal's details",
      ({ page, t }) =>
        page
          .locator('#deals article')
          .first()
          .getByRole('button', { name: t('store.deals.details') }),
      'button',
    ),
    ...dialogSteps('the QR dialog', ({ page, t }) => page.getByRole('banner').getByRole('button', { name: t('store.qr.open') }), 'Escape'),
    ...dialogSteps(
      'the sign-in dialog',
      ({ page, t }) => page.getByRole('banner').getByRole('button', { name: t('auth.button.signIn') }),
      'Escape',
    ),
    ...withStepsInside(
      dialogSteps(
        'customer service',
        ({ page, t }) => page.getByRole('contentinfo').getByRole('button', { name: t('store.service.topics.track') }),
        'Escape',
      ),
      orderLookup,
      nextTab,
    ),
    {
      names: ['type an e-mail address (per key)'],
      async act({ page, t }) {
        const field = page.locator('#newsletter').getByRole('textbox', { name: t('newsletter.emailLabel') });
        await field.scrollIntoViewIfNeeded();
        await field.focus();
        await idle(page);
        await page.keyboard.type('a.shopper@example.com', { delay: 40 });
        await page.waitForFunction(() => (document.activeElement as HTMLInputElement).value === 'a.shopper@example.com');
      },
    },
    buyNow(HOME_CARD),
  ],
};

/** The home page on a 375 px phone: the menu and its language list. */
const PHONE: Journey = {
  name: '/ (375 px)',
  path: '/',
  viewport: { width: 375, height: 740 },
  steps: [
    openMenu,
    {
      names: ['close the mobile menu (Escape)'],
      async act({ page, t }) {
        await key(page, 'Escape');
        await dialogClosed(page);
        await focusIsOn(page.getByRole('banner').getByRole('button', { name: t('store.header.menu') }));
      },
    },
    openMenu,
    languageSwitch,
  ],
};

const PRODUCTS: Journey = {
  name: '/products',
  path: '/products',
  steps: [
    {
      names: ['filter by category'],
      async act({ page, t }) {
        const filters = page.getByRole('group', { name: t('store.catalogue.filterLabel') }).getByRole('button');
        for (const chip of [filters.nth(1), filters.first()]) {
          await tap(page, chip);
          await page.waitForFunction((el) => el.getAttribute('aria-pressed') === 'true', await chip.elementHandle());
        }
      },
    },
    {
      names: ['sort by keyboard'],
      async act({ page, t }) {
        const sort = page.getByRole('combobox', { name: t('store.catalogue.sortLabel') });
        await press(page, sort, 'ArrowDown');
        await page.waitForURL((url) => url.searchParams.has('sort'));
        await press(page, sort, 'ArrowUp');
        await page.waitForURL((url) => !url.searchParams.has('sort'));
      },
    },
    toggleWishlist(FIRST_CARD),
    addToCart(FIRST_CARD),
  ],
};

/** A product's own page: its buttons, and the cart opened from it. */
const PRODUCT_PAGE: Journey = {
  name: '/products/omega-3-plus',
  path: '/products/omega-3-plus',
  steps: [addToCart(PRODUCT), toggleWishlist(PRODUCT), openCart, closeCartByEscape, buyNow(PRODUCT)],
};

export const JOURNEYS: readonly Journey[] = [HOME, PRODUCTS, PRODUCT_PAGE, PHONE];

export interface InteractionOptions {
  tries: number;
  /** Chromium's CPU slowdown (4 as Lighthouse's phone). */
  cpuRate: number;
  languages: readonly Language[];
  /** Writes a Chrome trace (open it in DevTools' Performance panel) of the first try of the step naming this interaction. */
  trace?: { interaction: string; dir: string };
  log?: (line: string) => void;
}

/** Opens a journey's page in a language and waits until it has settled: app running, sections laid out, network and main thread quiet. */
async function settledPage(browser: Browser, baseUrl: string, journey: Journey, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: journey.viewport ?? { width: 1280, height: 900 } });
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  await page.goto(localisedPath(journey.path, language), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  await idle(page);
  return page;
}

async function readSamples(page: Page, from: number, names: string[]): Promise<Sample[]> {
  const entries = await page.evaluate(
    (since) => (window as unknown as { __benchEvents: RawEntry[] }).__benchEvents.filter((e) => e.start >= since),
    from,
  );
  // One interaction (pointerdown, pointerup and click, or keydown and keyup) is its worst entry.
  const byId = new Map<number, RawEntry>();
  for (const e of entries) if (!byId.has(e.id) || byId.get(e.id)!.duration < e.duration) byId.set(e.id, e);
  const firstStart = new Map<number, number>();
  for (const e of entries) firstStart.set(e.id, Math.min(firstStart.get(e.id) ?? Infinity, e.start));
  const interactions = [...byId.values()].sort((a, b) => firstStart.get(a.id)! - firstStart.get(b.id)!);
  const toSample = (name: string, e: RawEntry): Sample => ({
    name,
    duration: e.duration,
    inputDelay: Math.round(e.ps - e.start),
    processing: Math.round(e.pe - e.ps),
    presentation: Math.round(e.start + e.duration - e.pe),
    event: e.event,
  });
  // An interaction that stayed under the browser's 16 ms floor left no entry: it counts as that floor.
  const underFloor = (name: string): Sample => ({
    name,
    duration: 16,
    inputDelay: 0,
    processing: 0,
    presentation: 0,
    event: '(under 16 ms)',
  });
  // One name: every interaction of the step is a sample of it (each key typed, both taps of a toggle).
  if (names.length === 1) return interactions.length ? interactions.map((e) => toSample(names[0], e)) : [underFloor(names[0])];
  // Several named interactions in one step: each entry group is named in order.
  return names.map((name, i) => (interactions[i] ? toSample(name, interactions[i]) : underFloor(name)));
}

/** Runs every journey `tries` times in each language; the worst duration per interaction. */
export async function measureInteractions(baseUrl: string, options: InteractionOptions): Promise<InteractionFigure[]> {
  const log = options.log ?? (() => undefined);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const samples = new Map<string, { journey: string; language: Language | 'none'; name: string; all: Sample[] }>();
  const record = (journey: string, language: Language | 'none', list: Sample[]) => {
    for (const s of list) {
      const key = `${journey}\u0000${language}\u0000${s.name}`;
      if (!samples.has(key)) samples.set(key, { journey, language, name: s.name, all: [] });
      samples.get(key)!.all.push(s);
    }
  };
  try {
    for (let attempt = 1; attempt <= options.tries; attempt++) {
      record('floor', 'none', await measureFloor(browser, options.cpuRate));
      for (const journey of JOURNEYS) {
        for (const language of options.languages) {
          const started = Date.now();
          const page = await settledPage(browser, baseUrl, journey, language);
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
          const ctx: Ctx = { page, language, t: (key, params) => text(language, key, params) };
          for (const step of journey.steps) {
            // Work left over from the step before (a dialog's chunk, a toast) settles first.
            await idle(page);
            const from = await page.evaluate(() => performance.now());
            const tracing = options.trace && attempt === 1 && step.names.includes(options.trace.interaction);
            if (tracing)
              await browser.startTracing(page, {
                path: join(options.trace!.dir, `trace-${journey.name.replace(/\W+/g, '') || 'home'}-${language}.json`),
              });
            await step.act(ctx);
            await afterPaint(page);
            if (tracing) await browser.stopTracing();
            record(journey.name, language, await readSamples(page, step.newDocument ? 0 : from, step.names));
          }
          await page.context().close();
          log(
            `  interactions: ${journey.name} (${language}) try ${attempt}/${options.tries} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  return [...samples.values()].map(({ journey, language, name, all }) => {
    const worst = all.reduce((a, b) => (b.duration > a.duration ? b : a), {
      duration: 16,
      inputDelay: 0,
      processing: 0,
      presentation: 0,
      event: '(under 16 ms)',
      name,
    });
    return {
      journey,
      language,
      name,
      worstMs: worst.duration,
      samples: all.length,
      worst: { inputDelay: worst.inputDelay, processing: worst.processing, presentation: worst.presentation, event: worst.event },
    };
  });
}

/**
 * The machine's floor in the same run: a button that changes its own text on an otherwise empty page, at the
 * same CPU slowdown. What this takes, every interaction above takes too.
 */
async function measureFloor(browser: Browser, cpuRate: number): Promise<Sample[]> {
  const page = await browser.newPage();
  try {
    await page.addInitScript(observeEvents);
    await page.route('http://floor.bench/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>floor</title><button onclick="this.textContent=+this.textContent+1">0</button>',
      }),
    );
    await page.goto('http://floor.bench/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const from = await page.evaluate(() => performance.now());
    for (let i = 1; i <= 3; i++) {
      await idle(page);
      await tap(page, page.getByRole('button'));
      await page.getByRole('button', { name: String(i) }).waitFor();
    }
    await afterPaint(page);
    return await readSamples(page, from, ['a button on an empty page']);
  } finally {
    await page.context().close();
  }
}
