// Server only: the class-transformer helpers the DTO classes (and a few gateway pipes) use.
export * from './transforms';
export { FREE_FORM_OBJECT_RULE } from './field-rules';
