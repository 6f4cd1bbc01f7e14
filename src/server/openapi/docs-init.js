// Starts Swagger UI on the API reference page (/api/docs) with the document this server generates.
// A file of its own, not an inline script, so the page keeps the strict Content-Security-Policy.
/* global window, SwaggerUIBundle */
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Swagger UI would otherwise send the document to an outside validator for its badge.
  validatorUrl: null,
});
