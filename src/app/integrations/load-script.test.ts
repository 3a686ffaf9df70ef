import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetLoadedScripts,
  IDLE_FALLBACK_DELAY_MS,
  IDLE_TIMEOUT_MS,
  loadScript,
  LOAD_WAIT_CAP_MS,
  SCRIPT_TIMEOUT_MS,
  whenIdle,
} from './load-script.ts';

// Scripts are captured instead of attached, so nothing is ever fetched.
let appended: HTMLScriptElement[];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    appended.push(node as unknown as HTMLScriptElement);
    return node;
  });
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => {
  forgetLoadedScripts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadScript', () => {
  it('appends one async script and resolves true on load', async () => {
    const loading = loadScript('https://cdn.example.com/a.js', { 'data-integration': 'x', id: 'a' });
    expect(appended).toHaveLength(1);
    const script = appended[0]!;
    expect(script.src).toBe('https://cdn.example.com/a.js');
    expect(script.async).toBe(true);
    expect(script.getAttribute('data-integration')).toBe('x');
    expect(script.id).toBe('a');
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(true);
  });

  it('appends a URL once, however often it is asked for', async () => {
    const first = loadScript('https://cdn.example.com/a.js');
    const second = loadScript('https://cdn.example.com/a.js');
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    appended[0]!.dispatchEvent(new Event('load'));
    await expect(loadScript('https://cdn.example.com/a.js')).resolves.toBe(true);
    expect(appended).toHaveLength(1);
  });

  it('resolves false on a load error', async () => {
    const loading = loadScript('https://cdn.example.com/broken.js');
    appended[0]!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBe(false);
  });

  it('resolves false after the time-out', async () => {
    vi.useFakeTimers();
    const loading = loadScript('https://cdn.example.com/slow.js');
    vi.advanceTimersByTime(SCRIPT_TIMEOUT_MS);
    await expect(loading).resolves.toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/javascript,1',
    '/local.js',
    '//cdn.example.com/a.js',
    'not a url',
    'https://a.b/"><script>',
  ])('refuses %j without appending anything', async (src) => {
    await expect(loadScript(src)).resolves.toBe(false);
    expect(appended).toHaveLength(0);
  });

  it('never sets event handlers, src or type from the attributes', () => {
    void loadScript('https://cdn.example.com/b.js', {
      onload: 'alert(1)',
      src: 'https://evil.example/x.js',
      type: 'module',
    });
    const script = appended[0]!;
    expect(script.getAttribute('onload')).toBeNull();
    expect(script.getAttribute('type')).toBeNull();
    expect(script.src).toBe('https://cdn.example.com/b.js');
  });

  it('resolves false instead of throwing when the DOM refuses', async () => {
    vi.mocked(document.head.appendChild).mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(loadScript('https://cdn.example.com/c.js')).resolves.toBe(false);
  });
});

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());

  it('waits for the load event, then for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const requestIdleCallback = vi.fn((_fn: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const fn = vi.fn();
    whenIdle(fn);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(fn).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short delay without requestIdleCallback, on an already loaded page', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();
    whenIdle(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when load never comes', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();
    whenIdle(fn);
    vi.advanceTimersByTime(LOAD_WAIT_CAP_MS + IDLE_FALLBACK_DELAY_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('swallows errors and can be cancelled', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    expect(() => {
      whenIdle(() => {
        throw new Error('third party down');
      });
      vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    }).not.toThrow();
    const fn = vi.fn();
    whenIdle(fn)();
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(fn).not.toHaveBeenCalled();
  });
});
