/**
 * Headers of the API's answers that the apps read beside the contract's bodies: a name each,
 * in a module of its own so the member app's entry takes the name and nothing else.
 */
/**
 * Every answer of the mock's member API says the instant of its namespace's clock (ISO 8601) in
 * this header, so the member site's "now" follows the mock's clock when QA moves it; a real API
 * sends none, and the site keeps the browser's clock (docs/architecture.md, "Money and time").
 */
export const MOCK_NOW_HEADER = 'x-mock-now';
