// React's modules are CommonJS: esbuild wraps each in a function that runs the module on its first `require`,
// so the React chunk on its own only defines them, and React's start-up (some 25 ms on a cold load, 100 ms at
// Lighthouse's 4x CPU) ran inside our core chunk's task, the first to use React. This module lands in the React
// chunk (the build's React entry and every island reach it, through mount-island.tsx), so running that chunk
// runs React, in the task of its own the loader gives it (issue #19, blocking time).
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
