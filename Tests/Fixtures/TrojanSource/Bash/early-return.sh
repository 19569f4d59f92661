#!/bin/bash

msg="Print this message then ⁧";exit
echo $msg
exit 0