import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, defaultConfig, parseConfig, type AppConfig } from './config';
import { loadConfig } from './config-file';
import { envDefaults } from './env-defaults';

/** The ConfigError a call throws; fails the test when it does not throw one. */
function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('Expected a ConfigError');
}

async function configErrorAsync(promise: Promise<unknown>): Promise<ConfigError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('Expected a ConfigError');
}

/** A stand-in for fetch that answers /config.json with the given response. */
function serve(response: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => response());
}

describe('defaults', () => {
  it('are exactly the ones the product brief lists', () => {
    expect(defaultConfig).toEqual({
      apiBaseUrl: '',
      pageParam: 'page',
      pageSizes: [10, 25, 50, 100],
      orderOptions: [
        { value: '-created_at', label: 'Newest first' },
        { value: 'created_at', label: 'Oldest first' },
        { value: 'title', label: 'Title A–Z' },
        { value: '-title', label: 'Title Z–A' },
      ],
      metadataTypes: [
        { type: 'TEXT', field: 'value', label: 'Text' },
        { type: 'FILE', field: 'file', label: 'File' },
      ],
      folders: [],
      inProgressStatuses: ['PENDING', 'PROCESSING'],
      requestTimeoutMs: 15000,
      idempotencyHeader: 'Idempotency-Key',
      resendLostCreates: false,
      importConcurrency: 4,
      import429Tries: 8,
      exportPageSize: 100,
      exportMaxEntries: 100_000,
      exportMaxBytes: 200_000_000,
      indexMaxEntries: 200_000,
      indexOnSignIn: true,
      refreshSeconds: 60,
    } satisfies AppConfig);
  });

  it('an empty object parses to the defaults, without an API base URL', () => {
    const config = parseConfig({});
    expect(config).toEqual(defaultConfig);
    expect(config.apiBaseUrl).toBe('');
  });

  it('given values replace only their own key', () => {
    const config = parseConfig({ pageParam: 'p', pageSizes: [20, 40] });
    expect(config.pageParam).toBe('p');
    expect(config.pageSizes).toEqual([20, 40]);
    expect(config.requestTimeoutMs).toBe(15000);
    expect(config.orderOptions).toEqual(defaultConfig.orderOptions);
  });

  it('unknown keys are ignored', () => {
    expect(parseConfig({ theme: 'dark' })).toEqual(defaultConfig);
  });
});

describe('apiBaseUrl', () => {
  it.each([
    ['/'],
    ['/api'],
    ['/registry/v1/'],
    ['https://registry.example.com'],
    ['http://127.0.0.1:8080/base'],
    ['https://registry.example.com/path@v1/'],
    [`https://registry.example.com/${'a'.repeat(1960)}`],
  ])('accepts %s', (apiBaseUrl) => {
    expect(parseConfig({ apiBaseUrl }).apiBaseUrl).toBe(apiBaseUrl);
  });

  /** Refused as it is parsed: what is wrong, in words, as the only problem. */
  const refused = (apiBaseUrl: string, pageOrigin?: string) => {
    const error = configError(() => parseConfig({ apiBaseUrl }, pageOrigin));
    expect(error.problems).toEqual([{ key: 'apiBaseUrl', problem: expect.any(String) }]);
    return error.problems[0]!.problem;
  };

  it.each([
    ['/\t/evil.example/api', 'a tab (U+0009) at character 2'],
    ['/\n/evil.example/api', 'a line break (U+000A) at character 2'],
    ['/\r/evil.example', 'a carriage return (U+000D) at character 2'],
    ['https://registry.example.com/a b', 'a space (U+0020) at character 31'],
    ['https://registry.example.com/\u0000', 'a NUL character (U+0000)'],
    ['https://registry.example.com/\u0085x', 'a control character (U+0085)'],
    ['https://registry.example.com/\u00A0x', 'a space (U+00A0)'],
    ['\thttps://evil.example', 'a tab (U+0009) at character 1'],
  ])('refuses %j, which the URL parser would rewrite, naming the character', (value, named) => {
    expect(refused(value)).toMatch(
      new RegExp(
        `^must not contain spaces or control characters: it has ${named.replace(/[()+]/g, '\\$&')}`,
      ),
    );
  });

  it.each([
    ['http://\\/user:pass@evil.example'],
    ['https://@registry.example.com'],
    ['https://user@registry.example.com/api'],
  ])('refuses user names and passwords, however written: %s', (value) => {
    expect(refused(value)).toBe(
      'must not hold a user name or password (the token is the only credential)',
    );
  });

  it('refuses a query and a fragment, even empty ones', () => {
    for (const value of ['https://registry.example.com/api?x=1', '/api?', 'https://r.example/?']) {
      expect(refused(value)).toBe(
        'must not have a query (?…): the console adds its own parameters',
      );
    }
    for (const value of ['https://registry.example.com/#frag', '/api#', '#frag']) {
      expect(refused(value)).toMatch(/fragment|a path starting with \//);
    }
    expect(refused('/api#x')).toBe('must not have a fragment (#…)');
  });

  it('refuses an address over 2,000 characters, saying how long it is', () => {
    expect(refused(`https://registry.example.com/${'a'.repeat(1_048_576)}`)).toBe(
      'must be at most 2,000 characters; it has 1,048,605',
    );
  });

  it('resolves a path against the page origin and keeps it there', () => {
    const origin = 'https://console.example.org';
    expect(parseConfig({ apiBaseUrl: '/registry/' }, origin).apiBaseUrl).toBe('/registry/');
    expect(refused('/\\evil.example', origin)).toMatch(/a path starting with \//);
  });
});

describe('the API base URL from config.json', () => {
  it('is refused with the problem named, the page origin passed in', async () => {
    const file = JSON.stringify({ apiBaseUrl: '/\t/evil.example' });
    const error = await configErrorAsync(
      loadConfig(
        serve(() => new Response(file)),
        {},
        1000,
        'https://console.example.org',
      ),
    );
    expect(error.problems).toEqual([
      {
        key: 'apiBaseUrl',
        problem:
          'must not contain spaces or control characters: it has a tab (U+0009) at character 2',
      },
    ]);
  });
});

describe('invalid values', () => {
  it.each([
    ['ftp://files.example.com', /http\(s\) URL/],
    ['registry.example.com', /http\(s\) URL/],
    ['//evil.example/api', /a path starting with \//],
    ['/\\evil.example', /a path starting with \//],
    ['https://staff:secret@registry.example.com', /user name/],
    ['https://token@registry.example.com/', /user name/],
  ])(
    'config.json with the API base URL %j names it and the problem in words',
    async (apiBaseUrl, problem) => {
      const file = JSON.stringify({ apiBaseUrl });
      const error = await configErrorAsync(
        loadConfig(
          serve(() => new Response(file)),
          {},
        ),
      );
      expect(error.problems).toEqual([
        { key: 'apiBaseUrl', problem: expect.stringMatching(problem) },
      ]);
    },
  );

  it.each([
    [{ apiBaseUrl: 42 }, 'apiBaseUrl', /must be string/],
    [{ pageParam: 'folder_id' }, 'pageParam', /must not be folder_id, limit or order_by/],
    [{ pageParam: 'limit' }, 'pageParam', /must not be folder_id, limit or order_by/],
    [{ pageParam: 'order_by' }, 'pageParam', /must not be folder_id, limit or order_by/],
    [{ pageParam: 'page number' }, 'pageParam', /query parameter name/],
    [{ pageParam: '' }, 'pageParam', /query parameter name/],
    [{ pageSizes: [] }, 'pageSizes', /at least one size/],
    [{ pageSizes: [10, 0] }, 'pageSizes.1', /at least 1/],
    [{ pageSizes: [5000] }, 'pageSizes.0', /at most 1000/],
    [{ pageSizes: [10.5] }, 'pageSizes.0', /must be/],
    [{ pageSizes: '10,25' }, 'pageSizes', /must be array/],
    [{ orderOptions: [] }, 'orderOptions', /at least one option/],
    [{ orderOptions: [{ value: '', label: 'Empty' }] }, 'orderOptions.0.value', /not be empty/],
    [{ orderOptions: [{ value: 'title' }] }, 'orderOptions.0.label', /must be string/],
    [{ metadataTypes: [] }, 'metadataTypes', /at least one type/],
    [
      { metadataTypes: [{ type: 'TEXT', field: 'content' }] },
      'metadataTypes.0.field',
      /value|file/,
    ],
    [{ metadataTypes: [{ type: '', field: 'value' }] }, 'metadataTypes.0.type', /not be empty/],
    [{ requestTimeoutMs: 999 }, 'requestTimeoutMs', /at least 1000/],
    [{ requestTimeoutMs: 120001 }, 'requestTimeoutMs', /at most 120000/],
    [{ requestTimeoutMs: '15000' }, 'requestTimeoutMs', /must be number/],
    [{ inProgressStatuses: 'PENDING' }, 'inProgressStatuses', /must be array/],
    [{ folders: ['finance'] }, 'folders.0', /must be object/],
    [{ folders: [{ id: '' }] }, 'folders.0.id', /not be empty/],
    [{ folders: [{ id: 'x'.repeat(256) }] }, 'folders.0.id', /at most 255/],
    [{ folders: [{ id: 'legal', label: 7 }] }, 'folders.0.label', /must be string/],
    [{ exportPageSize: 0 }, 'exportPageSize', /at least 1/],
    [{ exportPageSize: 2.5 }, 'exportPageSize', /must be int/],
    [{ exportMaxEntries: 0 }, 'exportMaxEntries', /at least 1/],
    [{ exportMaxEntries: '500' }, 'exportMaxEntries', /must be number/],
    [{ exportMaxBytes: 9999 }, 'exportMaxBytes', /at least 10000/],
    [{ exportMaxBytes: 2_000_000_001 }, 'exportMaxBytes', /at most 2000000000/],
    [{ indexMaxEntries: 0 }, 'indexMaxEntries', /at least 1/],
    [{ indexMaxEntries: 1_000_001 }, 'indexMaxEntries', /at most 1000000/],
  ])('%j names %s and the problem in words', async (input, key, problem) => {
    const error = await configErrorAsync(
      loadConfig(
        serve(() => new Response(JSON.stringify(input))),
        {},
      ),
    );
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]!.key).toBe(key);
    expect(error.problems[0]!.problem).toMatch(problem);
    expect(error.message).toContain(`${key}: `);
  });

  it('lists every problem at once', () => {
    const error = configError(() =>
      parseConfig({ pageParam: '1st', requestTimeoutMs: 10, pageSizes: [0] }),
    );
    expect(error.problems.map((p) => p.key).sort()).toEqual([
      'pageParam',
      'pageSizes.0',
      'requestTimeoutMs',
    ]);
  });

  it.each([[null], [[]], ['config'], [42]])(
    'a non-object (%j) is a problem with the file',
    (input) => {
      const error = configError(() => parseConfig(input));
      expect(error.problems).toEqual([{ key: '(file)', problem: 'must be a JSON object' }]);
    },
  );
});

describe('idempotencyHeader and resendLostCreates', () => {
  it('take a header name, or "" for none, and a boolean', () => {
    expect(
      parseConfig({ idempotencyHeader: 'X-Idempotency-Key', resendLostCreates: true }),
    ).toMatchObject({
      idempotencyHeader: 'X-Idempotency-Key',
      resendLostCreates: true,
    });
    expect(parseConfig({ idempotencyHeader: '' }).idempotencyHeader).toBe('');
    for (const name of ['X-Request-Key', "Key_1!#$%&'*+-.^`|~"]) {
      expect(parseConfig({ idempotencyHeader: name }).idempotencyHeader).toBe(name);
    }
  });

  it.each([
    ['Idempotency Key', 'must be an HTTP header name, or "" to send none'],
    ['Key:1', 'must be an HTTP header name, or "" to send none'],
    ['Key\r\nX-Other', 'must be an HTTP header name, or "" to send none'],
    ['Schlüssel', 'must be an HTTP header name, or "" to send none'],
    ...[
      'authorization',
      'Authorization',
      'content-type',
      'Content-Length',
      'Cookie',
      'Host',
      'Accept',
      'Origin',
      'Referer',
      'User-Agent',
      'Connection',
      'Transfer-Encoding',
      'Sec-Fetch-Mode',
      'Proxy-Authorization',
      'Access-Control-Request-Headers',
      'X-HTTP-Method-Override',
    ].map((name) => [
      name,
      `must not be ${name}, a standard request header: the key would replace or corrupt it; name a header of its own, such as Idempotency-Key`,
    ]),
  ])('reject %j on start-up', async (idempotencyHeader, problem) => {
    const file = JSON.stringify({ idempotencyHeader });
    const error = await configErrorAsync(
      loadConfig(
        serve(() => new Response(file)),
        {},
      ),
    );
    expect(error.problems).toEqual([{ key: 'idempotencyHeader', problem }]);
  });

  it('refuses a name that is not a header name as soon as it is parsed', () => {
    const error = configError(() => parseConfig({ idempotencyHeader: 'Key:1' }));
    expect(error.problems).toEqual([
      { key: 'idempotencyHeader', problem: 'must be an HTTP header name, or "" to send none' },
    ]);
  });

  it('starts with a header of its own, in any case', async () => {
    for (const idempotencyHeader of ['IDEMPOTENCY-KEY', 'X-Request-Key']) {
      const file = JSON.stringify({ idempotencyHeader });
      const config = await loadConfig(
        serve(() => new Response(file)),
        {},
      );
      expect(config.idempotencyHeader).toBe(idempotencyHeader);
    }
  });

  it('reject a resendLostCreates that is not a boolean', () => {
    const error = configError(() => parseConfig({ resendLostCreates: 'true' }));
    expect(error.problems).toEqual([{ key: 'resendLostCreates', problem: 'must be boolean' }]);
  });
});

describe('envDefaults', () => {
  it('is empty without VITE_* variables', () => {
    expect(envDefaults({})).toEqual({});
  });

  it('reads every VITE_* variable into its key', () => {
    const orderOptions = [{ value: 'name', label: 'Name' }];
    const metadataTypes = [{ type: 'URL', field: 'value' }];
    const env = {
      VITE_API_BASE_URL: 'https://registry.example.com',
      VITE_PAGE_PARAM: 'p',
      VITE_PAGE_SIZES: '20, 40 ,80',
      VITE_REQUEST_TIMEOUT_MS: '5000',
      VITE_ORDER_OPTIONS: JSON.stringify(orderOptions),
      VITE_METADATA_TYPES: JSON.stringify(metadataTypes),
      VITE_IN_PROGRESS_STATUSES: '["QUEUED"]',
      VITE_IDEMPOTENCY_HEADER: 'X-Request-Key',
      VITE_RESEND_LOST_CREATES: 'true',
      VITE_FOLDERS: '[{"id":"legal","label":"Legal"}]',
      UNRELATED: 'x',
    };
    expect(envDefaults(env)).toEqual({
      apiBaseUrl: 'https://registry.example.com',
      pageParam: 'p',
      pageSizes: [20, 40, 80],
      requestTimeoutMs: 5000,
      idempotencyHeader: 'X-Request-Key',
      resendLostCreates: true,
      orderOptions,
      metadataTypes,
      inProgressStatuses: ['QUEUED'],
      folders: [{ id: 'legal', label: 'Legal' }],
    });
    expect(parseConfig(envDefaults(env))).toMatchObject({
      apiBaseUrl: 'https://registry.example.com',
      pageSizes: [20, 40, 80],
      requestTimeoutMs: 5000,
    });
  });

  it('keeps an empty VITE_API_BASE_URL (demo mode) and skips other empty variables', () => {
    expect(
      envDefaults({ VITE_API_BASE_URL: '', VITE_PAGE_PARAM: '', VITE_ORDER_OPTIONS: '' }),
    ).toEqual({ apiBaseUrl: '' });
  });

  it.each([
    ['VITE_ORDER_OPTIONS', 'orderOptions'],
    ['VITE_METADATA_TYPES', 'metadataTypes'],
    ['VITE_IN_PROGRESS_STATUSES', 'inProgressStatuses'],
    ['VITE_FOLDERS', 'folders'],
  ])('bad JSON in %s names the variable and the key %s', (name, key) => {
    const error = configError(() => envDefaults({ [name]: '[{value: title}]' }));
    expect(error.problems).toEqual([{ key, problem: `${name} is not valid JSON` }]);
  });

  it('an empty VITE_IDEMPOTENCY_HEADER means "send none"; VITE_RESEND_LOST_CREATES is true or false', () => {
    expect(envDefaults({ VITE_IDEMPOTENCY_HEADER: '', VITE_RESEND_LOST_CREATES: 'false' })).toEqual(
      { idempotencyHeader: '', resendLostCreates: false },
    );
    const error = configError(() => parseConfig(envDefaults({ VITE_RESEND_LOST_CREATES: 'yes' })));
    expect(error.problems).toEqual([{ key: 'resendLostCreates', problem: 'must be boolean' }]);
  });

  it('a page size list that is not numbers fails when parsed, naming the size', () => {
    const error = configError(() => parseConfig(envDefaults({ VITE_PAGE_SIZES: '10,lots' })));
    expect(error.problems[0]!.key).toBe('pageSizes.1');
  });
});

describe('loadConfig', () => {
  it('asks for config.json next to index.html, as index.html preloads it', async () => {
    const fetchStub = serve(() => Response.json({}));
    await loadConfig(fetchStub, {});
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]![0]).toBe('/config.json');
    // Same URL and credentials mode as the preload, or the browser would fetch it twice.
    expect(fetchStub.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
    const html = readFileSync('index.html', 'utf8');
    expect(html).toMatch(
      /<link rel="preload" href="\/config.json" as="fetch" crossorigin="anonymous"/,
    );
  });

  it('a missing file (404) means the defaults', async () => {
    const config = await loadConfig(
      serve(() => new Response('Not found', { status: 404 })),
      {},
    );
    expect(config).toEqual(defaultConfig);
  });

  it('a missing file keeps the VITE_* defaults', async () => {
    const config = await loadConfig(
      serve(() => new Response(null, { status: 404 })),
      { VITE_PAGE_PARAM: 'p' },
    );
    expect(config.pageParam).toBe('p');
  });

  it.each([
    ['a 503', () => new Response('{"message":"Service Unavailable"}', { status: 503 }), /HTTP 503/],
    ['a 500 with no body', () => new Response(null, { status: 500 }), /HTTP 500/],
    [
      'a 404 that is an HTML page',
      () =>
        new Response('<html><body><h1>404 Not Found</h1></body></html>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        }),
      /HTTP 404/,
    ],
    [
      "the SPA's own index.html (a static host's fallback)",
      () =>
        new Response('  <!doctype html><html><body><div id="root"></div></body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
      /HTML page/,
    ],
  ])('%s is a ConfigError, never the demo defaults', async (_, answer, problem) => {
    const error = await configErrorAsync(loadConfig(serve(answer), {}));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]!.key).toBe('(file)');
    expect(error.problems[0]!.problem).toMatch(problem);
  });

  it('an unreachable file is a ConfigError', async () => {
    const fetchStub = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await configErrorAsync(loadConfig(fetchStub, {}));
    expect(error.problems[0]!.problem).toMatch(/did not answer/);
  });

  it('a file that never arrives times out with a ConfigError', async () => {
    // Answers only when aborted, as a stalled server does.
    const fetchStub = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const started = Date.now();
    const error = await configErrorAsync(loadConfig(fetchStub, {}, 50));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.problems[0]!.problem).toBe('config.json did not arrive within 0.05 seconds');
  });

  it('gives up after 10 seconds unless told otherwise', async () => {
    // Stands in for the 10-second wait: the fetch fails as AbortSignal.timeout makes it fail.
    const fetchStub = vi.fn<typeof fetch>(() =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
    );
    const error = await configErrorAsync(loadConfig(fetchStub, {}));
    expect(error.problems[0]!.problem).toBe('config.json did not arrive within 10 seconds');
  });

  it.each([
    ['a 200 with no body', () => new Response(''), /config\.json is empty/],
    ['a 200 holding only white space', () => new Response(' \n'), /config\.json is empty/],
    ['a 204', () => new Response(null, { status: 204 }), /empty \(HTTP 204\)/],
  ])('%s is a ConfigError, never the demo defaults', async (_, answer, problem) => {
    const error = await configErrorAsync(loadConfig(serve(answer), {}));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]!.key).toBe('(file)');
    expect(error.problems[0]!.problem).toMatch(problem);
  });

  it('invalid JSON is a ConfigError about the file', async () => {
    const error = await configErrorAsync(
      loadConfig(
        serve(() => new Response('{ "apiBaseUrl": "https://x.example", }')),
        {},
      ),
    );
    expect(error.problems).toEqual([{ key: '(file)', problem: 'config.json is not valid JSON' }]);
  });

  it.each([['[]'], ['"https://registry.example.com"'], ['null'], ['42']])(
    'a file holding %s instead of an object is a ConfigError',
    async (text) => {
      const error = await configErrorAsync(
        loadConfig(
          serve(() => new Response(text)),
          {},
        ),
      );
      expect(error.problems).toEqual([
        { key: '(file)', problem: 'config.json must hold a JSON object' },
      ]);
    },
  );

  it('values in the file override the VITE_* defaults, key by key', async () => {
    const config = await loadConfig(
      serve(() =>
        Response.json({ apiBaseUrl: 'https://live.example.com', requestTimeoutMs: 30000 }),
      ),
      {
        VITE_API_BASE_URL: 'https://build.example.com',
        VITE_PAGE_PARAM: 'p',
        VITE_REQUEST_TIMEOUT_MS: '5000',
      },
    );
    expect(config.apiBaseUrl).toBe('https://live.example.com');
    expect(config.requestTimeoutMs).toBe(30000);
    expect(config.pageParam).toBe('p');
    expect(config.pageSizes).toEqual([10, 25, 50, 100]);
  });

  it('an invalid value in the file is a ConfigError naming the key', async () => {
    const error = await configErrorAsync(
      loadConfig(
        serve(() => Response.json({ pageSizes: [10, -1] })),
        {},
      ),
    );
    expect(error.problems).toEqual([{ key: 'pageSizes.1', problem: 'must be at least 1' }]);
  });

  it('bad JSON in a VITE_* variable is a ConfigError even when the file is fine', async () => {
    const error = await configErrorAsync(
      loadConfig(
        serve(() => Response.json({})),
        { VITE_METADATA_TYPES: 'TEXT,FILE' },
      ),
    );
    expect(error.problems[0]!.key).toBe('metadataTypes');
  });
});
