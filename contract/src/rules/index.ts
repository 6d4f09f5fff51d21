export * from './levels';
export * from './brands';
export * from './banks';
export * from './limits';
export * from './brand-css';
