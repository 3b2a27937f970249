/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />
/// <reference types="trusted-types" />

interface ImportMetaEnv {
  readonly VITE_APP_NAME?: string
  readonly VITE_COMPANY_NAME?: string
  readonly VITE_ANDROID_STORE_URL?: string
  readonly VITE_CONTACT_EMAIL?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_API_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
