/**
 * Next's SWC Jest transformer, emitting ES modules exactly when Jest loads the file as one. next/jest chooses
 * CommonJS or ESM output from the project's package.json (and only for .js and .jsx), but Jest decides per file:
 * with --experimental-vm-modules on Node.js 24.9 and later it `require`s an ESM-only package (remark-mdx and the
 * rest of the unified ecosystem, "type": "module") as an ES module, and loads .mjs files as ES modules, where
 * CommonJS output fails ("exports is not defined", "does not provide an export named …"). Jest says which it will
 * do in `supportsStaticESM`; the file's own extension is then passed as one to treat as ESM.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import nextJestTransformer from 'next/dist/build/swc/jest-transformer.js';
import nextPackage from 'next/package.json' with { type: 'json' };

const createNextTransformer = nextJestTransformer.createTransformer;
const nextVersion = nextPackage.version;

const esmAwareTransformer = {
  createTransformer(options) {
    const transformer = createNextTransformer(options);
    const settings = JSON.stringify(options ?? {});
    return {
      // Jest's default cache key leaves out whether the file is loaded as ESM: the same source would be served
      // in the other module format.
      getCacheKey(source, filename, jestOptions) {
        return createHash('sha256')
          .update([source, filename, jestOptions.configString, settings, nextVersion].join('\0'))
          .update(`\0${Boolean(jestOptions.supportsStaticESM)}\0${Boolean(jestOptions.instrument)}`)
          .digest('hex');
      },
      process(source, filename, jestOptions) {
        if (!jestOptions.supportsStaticESM) return transformer.process(source, filename, jestOptions);
        const config = jestOptions.config;
        const asEsm = {
          ...config,
          extensionsToTreatAsEsm: [...config.extensionsToTreatAsEsm, path.extname(filename)],
        };
        return transformer.process(source, filename, { ...jestOptions, config: asEsm });
      },
    };
  },
};

export default esmAwareTransformer;
