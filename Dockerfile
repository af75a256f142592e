# Verdict in a container: the same single binary, built inside the image.
#
# The judge sandbox needs what it needs on a bare host: root, writable cgroups, and the right to
# create namespaces (bubblewrap) and load a seccomp filter. Run the container with:
#   docker run --privileged --cgroupns=host -v /sys/fs/cgroup:/sys/fs/cgroup:rw \
#              -v verdict-data:/data -p 8080:8080 verdict
# (--privileged can be narrowed to --cap-add SYS_ADMIN --security-opt seccomp=unconfined
#  --security-opt apparmor=unconfined where the host allows it). Without writable cgroups the judge
# falls back to rlimit-only limits and says so loudly at start-up.
FROM debian:12

WORKDIR /opt/verdict
COPY . .
RUN bash install.sh && install -m 0755 dist/verdict /usr/local/bin/verdict \
 && rm -rf node_modules /root/.bun/install/cache

ENV VERDICT_DATA=/data VERDICT_PORT=8080 VERDICT_HOST=0.0.0.0
VOLUME /data
EXPOSE 8080
CMD ["verdict", "serve"]
