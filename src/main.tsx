import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppRouter } from '@/router'
import '@/styles/global.css'
import '@/styles/layout.css'
import '@/styles/pages.css'
import '@/styles/forms.css'

const router = createAppRouter()
const container = document.getElementById('root')

if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
