/** Path of the Chromium to drive: CHROME_PATH, else /usr/bin/chromium (installed by apt when running as root). */
export declare const DEFAULT_CHROMIUM: string;
export declare function ensureChromium(options?: { log?: (message: string) => void }): string;
