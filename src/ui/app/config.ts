/** The site's configuration, read once from the build's environment (VITE_*). */
export interface AppConfig {
  /** Base URL of the basic API layer (spec 001 section 7). */
  readonly basicApiBase: string;
  /** The external API documentation linked from the Developer menu and the footer. */
  readonly apiDocsUrl: string;
  readonly appName: string;
}

function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export function readAppConfig(): AppConfig {
  return {
    basicApiBase: env('VITE_BASIC_API_BASE') ?? '/api',
    apiDocsUrl: env('VITE_API_DOCS_URL') ?? 'https://docs.unisat.io/',
    appName: env('VITE_APP_NAME') ?? 'Bitcoin Assets',
  };
}
