/** Each of uc.micro's classes is a module of its own, a regular expression. */
declare module 'uc.micro/*/regex.mjs' {
  const pattern: RegExp
  export default pattern
}
