// @ts-check
// The nginx configuration of the load-balancer test, and of docs/deploy.md, which quotes what
// this writes: two api-server processes behind one address, requests retried on the other
// process when one is down, streamed answers passed through as they come.

/**
 * @param {{ prefix: string, listen: number, servers: number[] }} options
 *   prefix: nginx's working folder (temporary files, pid, logs); listen: its port;
 *   servers: the api-server processes' ports on this machine
 */
export function nginxConfig({ prefix, listen, servers }) {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/nginx-error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log ${prefix}/nginx-access.log;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

  upstream packlight {
${servers.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${listen};

    # Uploads: the server refuses bodies over its own limits with Laravel's 413.
    client_max_body_size 25m;

    location / {
      proxy_pass http://packlight;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A process that is down or draining: the request goes to the other one. Only requests
      # that change nothing are retried there (nginx's default for POST and the like).
      proxy_next_upstream error timeout http_502 http_503;
      # Whole lists stream: pass each batch on as it comes.
      proxy_buffering off;
      proxy_read_timeout 60s;
    }
  }
}
`;
}
