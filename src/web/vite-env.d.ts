/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of a separate API host (build time); unset means the same origin as the SPA. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
