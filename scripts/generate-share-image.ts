// Draws the 1200x630 picture that link previews show: `npm run share-image` writes public/og-image.png.
import sharp from 'sharp'
import { siteDefaults } from '../src/config/defaults'

const name = process.env.VITE_APP_NAME ?? siteDefaults.appName
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b3d91"/>
  <circle cx="1010" cy="315" r="250" fill="#173f86"/>
  <g transform="translate(870 150) scale(0.55)">
    <path d="M256 72 112 126v98c0 92 61.6 173.5 144 194 82.4-20.5 144-102 144-194v-98L256 72Z" fill="#ffd24a"/>
    <path d="m186 252 48 48 94-96" fill="none" stroke="#0b3d91" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="80" y="170" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="#ffd24a">${name}</text>
  <text x="80" y="300" font-family="DejaVu Sans, sans-serif" font-size="92" font-weight="700" fill="#ffffff">Is this a scam?</text>
  <text x="80" y="380" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#e4eaf6">Check texts, links and screenshots</text>
  <text x="80" y="430" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#e4eaf6">before you click, reply or pay.</text>
</svg>`

await sharp(Buffer.from(svg))
  .png({ palette: true, compressionLevel: 9 })
  .toFile('public/og-image.png')
console.log('wrote public/og-image.png (1200x630)')
