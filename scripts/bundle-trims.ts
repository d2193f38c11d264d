/**
 * esbuild plugins that leave out of the Lambda bundles library code the deployed handlers never run.
 * Each one keeps the library's behaviour for everything the product calls; what it removes is named
 * with the reason it is safe. test/infra/bundles.test.ts loads every bundle and drives a handler
 * through its schema, so a trim that broke module init or validation fails the infra tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const requireFromHere = createRequire(import.meta.url);
const namespace = 'lambda-trims';

/**
 * ElectroDB's index requires every module it has, Service and its collection code included (CommonJS,
 * so esbuild cannot shake it). The product builds transactions with createWriteTransaction
 * (functions/adapters/db/service.ts), so the bundles import the same objects from ElectroDB's own
 * modules, each marked free of side effects, and an unused one (Service) is dropped.
 */
const electrodbModules: Readonly<Record<string, readonly string[]>> = {
  entity: ['Entity'],
  service: ['Service'],
  transaction: ['createGetTransaction', 'createWriteTransaction'],
  schema: ['createCustomAttribute', 'CustomAttributeType', 'createSchema'],
  errors: [
    'ElectroError',
    'ElectroValidationError',
    'ElectroUserValidationError',
    'ElectroAttributeValidationError',
  ],
  conversions: ['createConversions'],
  types: ['ComparisonTypes', 'EntityIdentifiers', 'EntityIdentifierFields'],
};

const electrodbFacade: Plugin = {
  name: 'electrodb-by-module',
  setup(build) {
    build.onResolve({ filter: /^electrodb$/ }, () => ({ path: 'electrodb', namespace }));
    build.onLoad({ filter: /^electrodb$/, namespace }, () => ({
      contents: Object.entries(electrodbModules)
        .map(([file, names]) => `export { ${names.join(', ')} } from 'electrodb/src/${file}.js';`)
        .join('\n'),
      loader: 'js',
      resolveDir: path.dirname(requireFromHere.resolve('electrodb')),
    }));
    build.onResolve({ filter: /^electrodb\/src\/[a-z]+\.js$/ }, (args) =>
      args.namespace === namespace
        ? { path: requireFromHere.resolve(args.path), sideEffects: false }
        : undefined,
    );
  },
};

/**
 * ElectroDB checks each model definition against a JSON Schema (the jsonschema package) when an
 * Entity is constructed. The models are constants, and every unit and integration test constructs
 * them with the real check, so in a Lambda it can only ever pass: it is answered without the
 * validator.
 */
const jsonschemaPassThrough: Plugin = {
  name: 'electrodb-model-check',
  setup(build) {
    build.onResolve({ filter: /^jsonschema$/ }, (args) =>
      args.importer.includes(`${path.sep}electrodb${path.sep}`)
        ? { path: 'jsonschema', namespace }
        : undefined,
    );
    build.onLoad({ filter: /^jsonschema$/, namespace }, () => ({
      contents: [
        'class Validator { addSchema() {} validate() { return { valid: true, errors: [] }; } }',
        'Validator.prototype.customFormats = {};',
        'module.exports = { Validator };',
      ].join('\n'),
      loader: 'js',
    }));
  },
};

/**
 * zod 4's schema classes carry JSON Schema generation (`toJSONSchema()`, `~standard.jsonSchema`).
 * The handlers only parse, so in the bundles those generators throw instead; `aggregateChecks`, which
 * the schemas' `minLength`/`format` getters read, stays the real one.
 */
const zodWithoutJsonSchema: Plugin = {
  name: 'zod-without-json-schema',
  setup(build) {
    const classicSchemas = `${path.sep}zod${path.sep}v4${path.sep}classic${path.sep}schemas.js`;
    const unavailable =
      "const unavailable = () => { throw new Error('JSON Schema generation is not bundled into the Lambdas'); };";
    build.onResolve({ filter: /\/(json-schema-processors|to-json-schema)\.js$/ }, (args) =>
      args.importer.endsWith(classicSchemas)
        ? { path: path.resolve(args.resolveDir, args.path), namespace, pluginData: args.importer }
        : undefined,
    );
    build.onLoad({ filter: /to-json-schema\.js$/, namespace }, () => ({
      contents: `${unavailable}
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;`,
      loader: 'js',
    }));
    build.onLoad({ filter: /json-schema-processors\.js$/, namespace }, (args) => {
      // Every processor the schemas reference, read from the schemas themselves, so none is missing.
      const importer = String(args.pluginData);
      const used = new Set(
        [...readFileSync(importer, 'utf8').matchAll(/processors\.(\w+)/g)].map((match) => match[1]!),
      );
      used.delete('aggregateChecks');
      return {
        contents: [
          unavailable,
          `export { aggregateChecks } from ${JSON.stringify(args.path)};`,
          ...[...used].map((name) => `export const ${name} = unavailable;`),
        ].join('\n'),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

const functionsDir = path.resolve(path.dirname(requireFromHere.resolve('../package.json')), 'functions') + path.sep;

/**
 * The product's own modules (functions/) only declare when they are imported: none is imported
 * for what its top level does (test/unit/architecture/declare-only.test.ts keeps it so). Saying so
 * lets esbuild leave out a module none of whose exports a handler reaches, so a Lambda that calls
 * one function of its area's composition root (services/<area>/live-ports.ts) carries only the
 * adapters that function binds, not those of the area's other use cases.
 */
const productModulesDeclareOnly: Plugin = {
  name: 'product-modules-declare-only',
  setup(build) {
    build.onResolve({ filter: /^\.{1,2}\/.*\.ts$/ }, (args) => {
      if (args.kind !== 'import-statement') return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      return target.startsWith(functionsDir) ? { path: target, sideEffects: false } : undefined;
    });
  },
};

export const lambdaTrims: readonly Plugin[] = [
  electrodbFacade,
  jsonschemaPassThrough,
  zodWithoutJsonSchema,
  productModulesDeclareOnly,
];
