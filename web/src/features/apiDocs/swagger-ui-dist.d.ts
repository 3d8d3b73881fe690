// swagger-ui-dist ships no types; swaggerUi.ts declares the options it passes.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  const SwaggerUI: unknown;
  export default SwaggerUI;
}
