#!/usr/bin/env node
// The multi-copy tests put the compose file's proxy (deploy/nginx.conf) in front of two server
// copies: Debian's nginx, installed when missing and we are root.
import { ensureDebianPackage } from './lib/debian.mjs';

ensureDebianPackage('/usr/sbin/nginx', ['nginx-light'], 'the proxy of the multi-copy tests');
