/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute URL of the /v1 API when the browser should not use its own origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
