/** JSON for an inline <script>: a `<` in any value could otherwise close the element. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
