// Server only: the class-transformer helpers the DTO classes (and a few gateway pipes) use.
export * from './transforms';
