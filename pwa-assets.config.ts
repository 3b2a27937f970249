import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config'

// One source image, every icon: `npm run icons` writes them next to it in public/.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#0b3d91' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#0b3d91' } },
  },
  images: ['public/icon.svg'],
})
