#!/usr/bin/env python3
# Vitrine — Apache License 2.0
"""Logs in to a VNC server with VeNCrypt X509Plain (RFC 6143 plus the VeNCrypt extension:
version 0.2, subtype 262, TLS, then user name and password) and prints what the server
answered: "ok WIDTHxHEIGHT" (a frame update came), "refused REASON" or "closed". vncdotool speaks no VeNCrypt, so
the remote-screen tests use this. Python 3 standard library only; the server's certificate
is not verified (the tests make a self-signed one).

    vencrypt-login.py PORT USER PASSWORD
"""
import socket
import ssl
import struct
import sys


def exactly(stream, count):
    data = b""
    while len(data) < count:
        chunk = stream.recv(count - len(data))
        if not chunk:
            raise EOFError
        data += chunk
    return data


def main():
    port, user, password = int(sys.argv[1]), sys.argv[2].encode(), sys.argv[3].encode()
    raw = socket.create_connection(("127.0.0.1", port), timeout=30)
    try:
        if exactly(raw, 12) != b"RFB 003.008\n":
            print("closed")
            return
        raw.sendall(b"RFB 003.008\n")
        types = exactly(raw, exactly(raw, 1)[0])
        if 19 not in types:
            print("refused no VeNCrypt offered: %s" % list(types))
            return
        raw.sendall(bytes([19]))
        exactly(raw, 2)  # the server's VeNCrypt version
        raw.sendall(bytes([0, 2]))
        if exactly(raw, 1) != b"\x00":
            print("refused VeNCrypt version")
            return
        subtypes = struct.unpack("!%dI" % exactly(raw, 1)[0], exactly(raw, 4 * 1))
        if 262 not in subtypes:
            print("refused subtypes %s" % list(subtypes))
            return
        raw.sendall(struct.pack("!I", 262))
        if exactly(raw, 1) != b"\x01":
            print("refused subtype")
            return
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        tls = context.wrap_socket(raw)
        tls.sendall(struct.pack("!II", len(user), len(password)) + user + password)
        result = struct.unpack("!I", exactly(tls, 4))[0]
        if result != 0:
            print("refused authentication")
            return
        # neatvnc 0.5 writes a refusal's result as one byte, which reads as "OK" here:
        # only a server that then sends its ServerInit and a frame has let us in.
        tls.sendall(b"\x01")  # ClientInit, shared
        server_init = exactly(tls, 24)
        width, height = struct.unpack("!HH", server_init[:4])
        exactly(tls, struct.unpack("!I", server_init[20:24])[0])
        tls.sendall(struct.pack("!BBHHHH", 3, 0, 0, 0, width, height))
        if exactly(tls, 1) != b"\x00":
            print("closed")
            return
        print("ok %dx%d" % (width, height))
    except (EOFError, ConnectionError, ssl.SSLError, socket.timeout):
        print("closed")


if __name__ == "__main__":
    main()
